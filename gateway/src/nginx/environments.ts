import path from 'node:path';
import type { NginxEnvironment } from './render';

/** nginx run from a project folder, in front of services on this machine (`npm run start:stack`). */
export function localStackEnvironment(options: {
  repoDir: string;
  runtimeDir: string;
  listen: string;
  portOf(service: string): number;
  /** Each service's replicas on this machine, one upstream server per port (the multi-replica test); `portOf` alone when absent. */
  portsOf?(service: string): number[];
  signInRate?: string;
  apiTokenRate?: string;
  apiTokenAddressRate?: string;
}): NginxEnvironment {
  const { portsOf } = options;
  return {
    listen: options.listen,
    runtimeDir: options.runtimeDir,
    errorLog: path.join(options.runtimeDir, 'error.log'),
    accessLog: path.join(options.runtimeDir, 'access.log'),
    mimeTypes: '/etc/nginx/mime.types',
    upstream: (service) => `127.0.0.1:${options.portOf(service.name)}`,
    upstreamServers: portsOf && ((service) => portsOf(service.name).map((port) => `127.0.0.1:${port}`)),
    staticDir: (frontend) => path.join(options.repoDir, frontend.name, 'dist'),
    signInRate: options.signInRate,
    apiTokenRate: options.apiTokenRate,
    apiTokenAddressRate: options.apiTokenAddressRate,
  };
}

/**
 * The official nginx image, next to containers named svc-<name> (compose and Kubernetes); with
 * `resolver` (Swarm's DNS, 127.0.0.11) the names are looked up again as replicas come and go, and
 * with `gatewayInstances` each gateway takes its share of the rate limits.
 */
export function containerEnvironment(options: Pick<NginxEnvironment, 'resolver' | 'gatewayInstances'> = {}): NginxEnvironment {
  return {
    ...options,
    listen: '8080',
    runtimeDir: '/tmp',
    errorLog: '/dev/stderr',
    accessLog: '/dev/stdout',
    mimeTypes: '/etc/nginx/mime.types',
    upstream: (service) => `svc-${service.name}:${service.port}`,
    staticDir: (frontend) => `/usr/share/nginx/html/${frontend.name}`,
  };
}
