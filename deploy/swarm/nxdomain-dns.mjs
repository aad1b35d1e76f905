// The nodes' upstream DNS server (cluster.mjs starts it on the bridge address, and each dockerd
// gets `--dns` with it): it knows no name and says so at once, as a real host's resolver does for
// a name of nobody's. Docker's embedded DNS answers the stack's names itself and asks upstream for
// any other, such as the task of a dead node that Swarm has taken out; here no DNS server is
// reachable from the nodes, and each such question would wait seconds for nothing (RabbitMQ, still
// trying its dead peer's name, stalled its clients' queue declarations 8 s at a time).
//
//   node deploy/swarm/nxdomain-dns.mjs <address> <pid file>
import dgram from 'node:dgram';
import { writeFileSync } from 'node:fs';

const [address, pidFile] = process.argv.slice(2);
if (!address || !pidFile) {
  console.error('usage: nxdomain-dns.mjs <address> <pid file>');
  process.exit(2);
}
const socket = dgram.createSocket('udp4');
socket.on('message', (query, from) => {
  if (query.length < 12) return;
  // The question as asked, and NXDOMAIN: QR, the query's opcode and RD, RA, rcode 3, no answers.
  let end = 12;
  while (end < query.length && query[end] !== 0) end += query[end] + 1;
  const question = query.subarray(12, Math.min(query.length, end + 5));
  const header = Buffer.alloc(12);
  query.copy(header, 0, 0, 2);
  header[2] = 0x80 | (query[2] & 0x79);
  header[3] = 0x83;
  header.writeUInt16BE(question.length ? 1 : 0, 4);
  socket.send(Buffer.concat([header, question]), from.port, from.address);
});
socket.bind(53, address, () => writeFileSync(pidFile, String(process.pid)));
process.on('SIGTERM', () => socket.close(() => process.exit(0)));
