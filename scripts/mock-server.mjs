// `npm run mock:server`: the mock backend (mocks/handlers.ts) as an HTTP server on its own origin.
//   node scripts/mock-server.mjs [--port 4319] [--host 127.0.0.1] [--origin http://127.0.0.1:4173]... [--allowed-host NAME]... [--latency 150-400] [--scale 1]
// It answers only requests whose Host is its bound name or loopback's (--allowed-host adds a name, e.g. a LAN
// name with --host 0.0.0.0, which it warns about); see docs/security.md, "The mock server".
// --origin (repeatable, or KERO_CONSOLE_ORIGINS=a,b): the console origins CORS allows; default the
// `vite preview` origins on port 4173. Data lives in memory and starts from the seed at every start.
// The TypeScript sources load through Vite's module runner, so no build step and no extra tool.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { runnerImport } from 'vite';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.MOCK_SERVER_PORT ?? '4319' },
    host: { type: 'string', default: '127.0.0.1' },
    origin: { type: 'string', multiple: true },
    'allowed-host': { type: 'string', multiple: true },
    latency: { type: 'string', default: '0' },
    scale: { type: 'string' },
  },
});

const origins = values.origin ?? (process.env.KERO_CONSOLE_ORIGINS ? process.env.KERO_CONSOLE_ORIGINS.split(',') : ['http://127.0.0.1:4173', 'http://localhost:4173']);
const [min, max = min] = values.latency.split('-').map(Number);
const port = Number(values.port);
if (!Number.isInteger(port) || port <= 0 || !Number.isFinite(min) || !Number.isFinite(max)) {
  console.error('usage: node scripts/mock-server.mjs [--port N] [--host H] [--origin URL]... [--allowed-host NAME]... [--latency MS[-MS]] [--scale N]');
  process.exit(2);
}

const root = path.resolve(import.meta.dirname, '..');
const { module } = await runnerImport(path.join(root, 'mocks/httpServer.ts'), {
  configFile: false,
  root,
  logLevel: 'error',
  envDir: false,
});
await module.startMockServer({
  port,
  host: values.host,
  allowedHosts: values['allowed-host'] ?? [],
  origins: origins.map((o) => o.trim().replace(/\/$/, '')),
  latency: { min, max },
  ...(values.scale ? { scale: Number(values.scale) } : {}),
  onIndexesReady: (ms) => console.log(`[mock:server] indexes ready (Lagos days, search texts) ${Math.round(ms)} ms after listening`),
});
console.log(`[mock:server] Kero mock API on http://${values.host}:${port}/api/admin (CORS: ${origins.join(', ')})`);
console.log(`[mock:server] try: curl -s -X POST http://${values.host}:${port}/api/admin/login -H 'Content-Type: application/json' -d '{"email":"admin@kero.ng","password":"admin123"}'`);
