// Prints N free TCP ports on 127.0.0.1, one a line: scripts/test.sh gives each run its own servers' ports,
// so a server left behind by an interrupted run never answers for (or blocks) the next one.
import { createServer } from 'node:net';

const count = Number(process.argv[2] ?? 1);
const servers = [];
for (let i = 0; i < count; i++) {
  const server = createServer();
  await new Promise((resolve, reject) => server.once('error', reject).listen(0, '127.0.0.1', resolve));
  servers.push(server);
}
// All held open until every port is chosen, so no two are the same.
console.log(servers.map((s) => s.address().port).join('\n'));
await Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve))));
