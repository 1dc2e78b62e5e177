// Browser tests launch Chromium and walk through whole courses: they need more than jest's 5 s.
jest.setTimeout(60000);
