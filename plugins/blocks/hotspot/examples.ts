/** A small hotspot content fragment for the unit tests (parsing and view). */
export const hotspotHtml = `
<div class="eg-content-editor" data-type="hotspot">
  <h2>Parts of a pot</h2>
  <div class="hotspot-image"><img src="media/pot.svg" alt="A potted plant" width="800" height="500"></div>
  <div class="hotspot-point" data-x="20" data-y="80%" data-title="Drainage hole"><p>Lets water out.</p></div>
  <div class="hotspot-point" data-x="600px" data-y="100px"><h4>Leaves</h4><p>Dust them.</p></div>
  <div class="hotspot-item" data-x="150" data-y="-4"><p>Clamped</p></div>
  <div class="hotspot-point" data-x="abc" data-y="3"><p>No place</p></div>
</div>`;
