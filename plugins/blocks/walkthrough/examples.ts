/** A small walkthrough fragment for the unit tests (parsing and view). */
export const walkthroughHtml = `
<div class="eg-content-editor" data-type="walkthrough">
  <h2>A year of care</h2>
  <div class="walkthrough-step" data-step-id="spring" data-step-title="Spring">
    <figure><img src="media/spring.svg" alt="New shoots" width="640" height="400"></figure>
    <p>Repot and feed.</p>
  </div>
  <div class="walkthrough-step" data-step-id="summer"><h3>Summer</h3><p>Water more.</p></div>
  <div class="step"><p>Autumn: slow down.</p></div>
</div>`;
