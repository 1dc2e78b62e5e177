/*
 * Preloaded (node -r) into Learning Locker's statement service by test/support/learningLocker.ts.
 * The service listens on every interface and on the port of EXPRESS_PORT; a test LRS must be
 * reachable from this machine only, on a port the OS picks free. So every listen here is forced to
 * 127.0.0.1 (port 0 unless one is given), and the bound address is reported to the test over IPC.
 * When the test process goes away without stopping it, the IPC channel closes and the service ends
 * with it instead of outliving the test run.
 */
'use strict';
const net = require('node:net');

const listen = net.Server.prototype.listen;
net.Server.prototype.listen = function listenOnLoopback(...args) {
  const callback = typeof args[args.length - 1] === 'function' ? args.pop() : undefined;
  const [first] = args;
  const options = first !== null && typeof first === 'object' ? { ...first } : { port: first === undefined ? 0 : Number(first) };
  options.host = '127.0.0.1';
  this.once('listening', () => process.send?.({ learningLocker: 'listening', address: this.address() }));
  return listen.call(this, options, callback);
};

process.on('disconnect', () => process.exit(0));
