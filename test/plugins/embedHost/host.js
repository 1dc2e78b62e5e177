/*
 * The host side of the course player's embedding contract (docs/embedding.md), as a portal would
 * write it: frame the course with `hostOrigin` in its address, size the frame from `resize`,
 * log what the course reports, send `goTo` and `close`, and take the frame away on `exit`.
 *
 * Address: index.html?src=<the course's address>[&keep=1]. `keep=1` leaves the closed course on
 * screen instead of removing it (to look at what the course shows once closed).
 */
(function () {
  'use strict';
  var NS = 'coursePlayer';
  var VERSION = 1;
  var query = new URLSearchParams(location.search);
  var src = new URL(query.get('src') || 'http://127.0.0.1:8080/');
  // The course's origin: the only origin whose messages count and the exact target of every command.
  var courseOrigin = src.origin;
  // The player posts nothing to a page it does not know: name this page's origin (docs/embedding.md "Origins").
  src.searchParams.set('hostOrigin', location.origin);

  var frame = document.getElementById('course');
  var log = document.getElementById('log');
  /** Everything the course said, for a test to read. */
  window.received = [];

  function note(text) {
    var item = document.createElement('li');
    item.textContent = text; // the course's data is text here, never markup
    log.append(item);
    log.parentElement.scrollTop = log.parentElement.scrollHeight;
  }

  function command(body) {
    if (!frame.contentWindow) return;
    frame.contentWindow.postMessage(Object.assign({ type: NS, version: VERSION }, body), courseOrigin);
  }

  window.addEventListener('message', function (e) {
    // Only the course's own frame, from the course's origin.
    if (e.source !== frame.contentWindow || e.origin !== courseOrigin) return;
    var m = e.data;
    window.received.push(m);
    if (!m || m.type !== NS) return; // LTI's and H5P's resize messages come too: this host reads its own
    if (m.version !== VERSION) return note('a message of another contract version: ' + m.version);
    if (m.event === 'resize') {
      frame.style.height = m.height + 'px';
      return;
    }
    if (m.event === 'ready') note('ready: ' + m.course.title + ' (' + m.course.id + '), contract ' + m.contractVersion);
    else if (m.event === 'navigate') note('navigate: ' + m.route);
    else if (m.event === 'status') note('status: ' + m.status + ('progress' in m ? ' ' + m.progress + '%' : '') + ('score' in m && m.score !== null ? ' score ' + m.score : ''));
    else if (m.event === 'exit') {
      note('exit: ' + m.reason);
      var closed = document.getElementById('closed');
      closed.textContent = 'The course was closed (' + m.reason + ').';
      closed.hidden = false;
      if (query.get('keep') !== '1') {
        frame.remove();
        closed.focus();
      }
    }
  });

  document.getElementById('go').addEventListener('click', function () {
    command({ command: 'goTo', route: document.getElementById('route').value });
  });
  document.getElementById('close').addEventListener('click', function () {
    command({ command: 'close' });
  });

  frame.src = src.toString();
})();
