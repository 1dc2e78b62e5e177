// A service process needs a few seconds to start (tsx compiles the service; PGlite creates its
// cluster), more on a loaded 2-core machine: the hooks that start and stop one get the time.
jest.setTimeout(120_000);
