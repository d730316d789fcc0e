// The framework ceiling of the API bench: a bare Fastify route (no logger, no helmet, no auth, no
// database) that returns the same JSON body as the product's list answer. Run as its own process so it
// gets its own event loop, like the product server:
//
//   node bench/api-bare.mjs <port> <body.json>
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const [port, bodyFile] = process.argv.slice(2);
// Parsed once and serialized on every request, as the product serializes its list page.
const body = JSON.parse(readFileSync(bodyFile, 'utf8'));
const app = Fastify({ logger: false });
app.get('/list', async () => body);
await app.listen({ port: Number(port), host: '127.0.0.1' });
console.log(`bare listening on ${port}`);
