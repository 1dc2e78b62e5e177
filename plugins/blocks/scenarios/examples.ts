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

/**
 * The JSON shape (model.ts): an avatar library of mood pictures, then one JSON node per element, as
 * a 2024 package's scenario block shows when rendered raw.
 */
export const jsonScenarioHtml = `
<div class="eg-content-editor" data-type="scenarios">
  <div class="avatars">
    <img class="scenario-avatar" data-avatar="avatar-neutral" src="media/a-neutral.webp" alt="Ada, the gardener" width="600" height="600">
    <img class="scenario-avatar" data-avatar="avatar-happy" src="media/a-happy.webp" alt="Ada, smiling" width="600" height="600">
    <img class="scenario-avatar" data-avatar="avatar-unhappy" src="media/a-unhappy.webp" alt="" width="600" height="600">
    <img class="scenario-avatar" data-avatar="noAvatar" src="noAvatar" alt="">
  </div>
  <p>{"id":"1","type":"start","title":"Site &lt;b&gt;set-up&lt;/b&gt;","text":"Plan a balcony garden.","next":"2"}</p>
  <p>{"id":"2","type":"scene","avatar":"avatar-neutral","text":"&lt;p&gt;The balcony faces north.&lt;/p&gt;","choices":[{"text":"Plant ferns","target":"3","feedback":"Ferns like shade."},{"text":"Plant tomatoes","target":"4"}]}</p>
  <p>{"id":"3","type":"scene","avatar":"noAvatar","text":"A month passes.\\nThe ferns unfurl.","next":"5"}</p>
  <p>{"id":"4","type":"end","avatar":"avatar-unhappy","text":"The tomatoes stay green."}</p>
  <p>{"id":"5","type":"end","avatar":"avatar-happy","text":"A shady jungle!"}</p>
</div>`;
