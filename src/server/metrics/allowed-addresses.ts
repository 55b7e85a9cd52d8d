/** The addresses METRICS_ALLOW names (config.ts checks the list), as a test for a request's address. */
import net from 'node:net';

const IPV4_MAPPED = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i;

export function allowedAddresses(entries: readonly string[]): (address: string) => boolean {
  const list = new net.BlockList();
  for (const entry of entries) {
    const [address, prefix] = entry.split('/');
    const family = net.isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) list.addAddress(address, family);
    else list.addSubnet(address, Number(prefix), family);
  }
  return (address) => {
    // A dual-stack socket reports an IPv4 client as ::ffff:a.b.c.d; the operator wrote a.b.c.d.
    const plain = IPV4_MAPPED.exec(address)?.[1] ?? address;
    const family = net.isIP(plain);
    return family !== 0 && list.check(plain, family === 6 ? 'ipv6' : 'ipv4');
  };
}
