/**
 * The checks of environment.ts that a schema cannot express: host names, addresses and networks
 * (CIDR), the comma-separated lists of them, and a count as JavaScript reads a number (1e5
 * included). Each is a plain test of the variable's text.
 */
import net from 'node:net';

/** A host name as DNS writes it (underscores allowed, as in container names); its last label is not a number. */
const HOST_NAME = /^(?=.{1,253}$)[a-z0-9_]([a-z0-9_-]{0,61}[a-z0-9_])?(\.[a-z0-9_]([a-z0-9_-]{0,61}[a-z0-9_])?)*$/i;

/** An IP address (IPv6 without brackets) or a host name: something to listen on, without a port. */
export function isHost(text: string): boolean {
  return net.isIP(text) !== 0 || (HOST_NAME.test(text) && !/(^|\.)\d+$/.test(text));
}

/** An address (10.0.0.5, ::1) or a network (10.0.0.0/8, fd00::/8) whose prefix fits its family. */
function isNetwork(entry: string): boolean {
  const [address, prefix, ...rest] = entry.split('/');
  const family = net.isIP(address);
  const bits = family === 6 ? 128 : 32;
  const prefixValid = prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= bits);
  return family !== 0 && prefixValid && rest.length === 0;
}

/** The entries of a comma-separated list, trimmed; empty ones are skipped. */
export function listEntries(text: string): string[] {
  return text.split(',').map((entry) => entry.trim()).filter(Boolean);
}

/** The first entry of a list that is no address or network, or undefined when all are. */
export function firstNonNetwork(text: string): string | undefined {
  return listEntries(text).find((entry) => !isNetwork(entry));
}

export const allNetworks = (text: string): boolean => firstNonNetwork(text) === undefined;

/** Digits (the schema's pattern) that name a port. */
export const withinPortRange = (digits: string): boolean => Number(digits) <= 65535;

/** A number that is whole and above 0, in any of the ways Number() reads one (1e5, 0x10). */
export function isPositiveWholeNumber(text: string): boolean {
  const value = Number(text);
  return Number.isInteger(value) && value > 0;
}

/** An address a mail can come from: `sales@example.com` or `Sales <sales@example.com>`. */
export function isMailFrom(text: string): boolean {
  return /^([^<>\r\n]*<[^@\s<>]+@[^@\s<>]+>|[^@\s<>]+@[^@\s<>]+)$/.test(text.trim());
}

/** An http(s) address a browser opens, without query or fragment: links are built by appending a path. */
export function isPublicUrl(text: string): boolean {
  try {
    const url = new URL(text.trim());
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.search === '' && url.hash === '' && url.username === '';
  } catch {
    return false;
  }
}
