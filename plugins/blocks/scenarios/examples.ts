/** A small scenario fragment for the unit tests (parsing and view). */
export const scenarioHtml = `
<div class="eg-content-editor" data-type="scenarios" data-start-scene="s1">
  <h2>Brown fronds</h2>
  <p>Your fern needs you.</p>
  <div class="scene" data-scene-id="s1" data-scene-title="The fern">
    <p>The fronds are turning brown.</p>
    <ul class="choices">
      <li class="choice" data-target-scene="s2">Mist it<div class="choice-feedback"><p>Humidity helps.</p></div></li>
      <li class="choice" data-target-scene="end-bad" data-feedback="Too much sun.">Move it to the sunny sill</li>
      <li class="choice" data-target-scene="missing">Do nothing</li>
    </ul>
  </div>
  <div class="scene" data-scene-id="s2"><h3>A week later</h3><p>Better.</p>
    <ul><li class="choice" data-target-scene="end-good">Keep misting</li></ul>
  </div>
  <div class="scene" data-scene-id="end-good" data-final="true"><p>Lush again.</p></div>
  <div class="scene" data-scene-id="end-bad"><p>Crispy.</p></div>
</div>`;
