/**
 * The round-robin proxy as a process of its own, as a real balancer is (the service bench starts it,
 * so the proxy does not share the load generator's event loop):
 *   node --import tsx test/service/support/roundRobinProxyProcess.ts http://127.0.0.1:A http://127.0.0.1:B
 * prints `Proxy: http://127.0.0.1:PORT` once it listens, and `served: [n, m]` when stopped by SIGTERM.
 */
import { startRoundRobinProxy } from './roundRobinProxy';

async function main(): Promise<void> {
  const proxy = await startRoundRobinProxy(process.argv.slice(2));
  console.log(`Proxy: ${proxy.url}`);
  process.once('SIGTERM', () => {
    console.log(`served: ${JSON.stringify(proxy.served())}`);
    void proxy.close().finally(() => process.exit(0));
  });
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
