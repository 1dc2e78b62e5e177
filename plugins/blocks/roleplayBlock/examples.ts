/** A small role-play fragment for the unit tests (parsing and view). */
export const roleplayHtml = `
<div class="eg-content-editor" data-type="roleplayBlock">
  <h2>At the plant shop</h2>
  <div class="roleplay-character" data-character-id="lina" data-name="Lina" data-role="Shop owner"><img src="media/lina.svg" alt="Lina"></div>
  <div class="roleplay-character" data-character-id="omar">Omar Haddad</div>
  <div class="roleplay-turn" data-character-id="omar"><p>My fern looks sad.</p></div>
  <div class="roleplay-turn" data-character-id="lina"><p>Where does it stand?</p></div>
  <div class="roleplay-turn" data-speaker="Omar Haddad"><p>Next to the heater.</p></div>
  <div class="roleplay-turn" data-speaker="Narrator"><p>Lina smiles.</p></div>
  <div class="roleplay-turn" data-character-id="lina">  </div>
</div>`;
