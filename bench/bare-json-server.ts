/**
 * The reference for framework overhead: bare node:http answering every request with the body
 * and content type it is given, in a process of its own like the app's. Run by bench/overhead.ts
 * as `node --import tsx bench/bare-json-server.ts <port> <body> <content type>`.
 */
import { createServer } from 'node:http';

const [port = '0', body = '', contentType = 'application/json'] = process.argv.slice(2);
createServer((_request, response) => {
  response.writeHead(200, { 'Content-Type': contentType, 'Content-Length': Buffer.byteLength(body) });
  response.end(body);
}).listen(Number(port), '127.0.0.1');
