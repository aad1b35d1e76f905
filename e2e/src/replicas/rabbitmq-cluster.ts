import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, openSync, closeSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { eventually } from '@hearth/service-kit/testing';

const run = promisify(execFile);
/** Debian's rabbitmq-server keeps its scripts here; /usr/sbin's wrappers would switch to the system broker's account. */
const binDir = process.env.RABBITMQ_BIN_DIR ?? '/usr/lib/rabbitmq/bin';

/** One node of the cluster: its own name, ports and folder, a process group of its own. */
export interface BrokerNode {
  /** `hearth-<run>-a@localhost`. */
  name: string;
  amqpPort: number;
  distPort: number;
  dir: string;
  /** The AMQP address the services are given. */
  url: string;
  process?: ChildProcess;
}

// Whatever ends the test run, no node of a cluster outlives it (the group: the start script and beam).
const everyNode = new Set<ChildProcess>();
process.on('exit', () => everyNode.forEach((child) => killGroup(child)));

function killGroup(child: ChildProcess): void {
  try {
    process.kill(-child.pid!, 'SIGKILL');
  } catch {
    // already gone
  }
}

/**
 * A RabbitMQ cluster of three nodes on loopback, beside the system broker and sharing its epmd:
 * each node its own name, AMQP and distribution ports, data, log and config files under `dir`,
 * the cluster's own Erlang cookie in `dir/home` (the nodes' and rabbitmqctl's HOME). No plugins
 * (the management plugin would want port 15672). Run as root or as any user.
 */
export class RabbitMqCluster {
  readonly nodes: BrokerNode[];
  private readonly home: string;

  private constructor(
    private readonly dir: string,
    run: string,
    ports: number[],
  ) {
    this.home = path.join(dir, 'home');
    this.nodes = ['a', 'b', 'c'].map((letter, i) => ({
      name: `hearth-${run}-${letter}@localhost`,
      amqpPort: ports[2 * i]!,
      distPort: ports[2 * i + 1]!,
      dir: path.join(dir, letter),
      url: `amqp://guest:guest@127.0.0.1:${ports[2 * i]}`,
    }));
  }

  /**
   * Starts the three nodes at once, then joins b and c to a (`rabbitmqctl join_cluster`): 20 to 30 s
   * on two busy cores. `started` is told each node's process group as it starts; on a failure
   * every node is killed before the error is thrown.
   */
  static async start(dir: string, ports: number[], started: (processGroup: number) => void = () => undefined): Promise<RabbitMqCluster> {
    if (!existsSync(path.join(binDir, 'rabbitmq-server'))) {
      throw new Error(`No RabbitMQ scripts in ${binDir}: install Debian's rabbitmq-server (or set RABBITMQ_BIN_DIR)`);
    }
    const cluster = new RabbitMqCluster(dir, `${process.pid.toString(36)}${randomBytes(2).toString('hex')}`, ports);
    try {
      await mkdir(cluster.home, { recursive: true });
      await writeFile(path.join(cluster.home, '.erlang.cookie'), randomBytes(20).toString('hex').toUpperCase(), { mode: 0o400 });
      for (const node of cluster.nodes) started(-(await cluster.boot(node)));
      await Promise.all(cluster.nodes.map((node) => cluster.awaitStartup(node)));
      const [first, ...others] = cluster.nodes;
      for (const node of others) {
        await cluster.ctl(node, 'stop_app');
        await cluster.ctl(node, 'join_cluster', first!.name);
        await cluster.ctl(node, 'start_app');
      }
      const running = await cluster.runningNodes(first!);
      if (running.length !== 3) throw new Error(`the cluster runs ${running.join(', ')} only`);
      return cluster;
    } catch (error) {
      await cluster.stop();
      throw error;
    }
  }

  /** `rabbitmqctl -n <node> ...` with the cluster's cookie. */
  async ctl(node: BrokerNode, ...args: string[]): Promise<string> {
    const { stdout } = await run(path.join(binDir, 'rabbitmqctl'), ['-q', '-n', node.name, ...args], { env: this.env(node), timeout: 60_000 });
    return stdout;
  }

  async runningNodes(node: BrokerNode): Promise<string[]> {
    return (JSON.parse(await this.ctl(node, 'cluster_status', '--formatter', 'json')) as { running_nodes: string[] }).running_nodes;
  }

  /** The node each quorum queue's leader is on, by queue name. */
  async queueLeaders(node: BrokerNode): Promise<Record<string, string>> {
    const rows = JSON.parse(await this.ctl(node, 'list_queues', 'name', 'type', 'leader', '--formatter', 'json')) as { name: string; type: string; leader: string }[];
    return Object.fromEntries(rows.filter((row) => row.type === 'quorum').map((row) => [row.name, row.leader]));
  }

  /** kill -9 of the node's processes: its connections drop at once, its queue replicas go with it. */
  kill(node: BrokerNode): Promise<void> {
    const child = node.process;
    if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    killGroup(child);
    return exited;
  }

  /** Kills every node; the folder is the caller's to remove. */
  async stop(): Promise<void> {
    await Promise.all(this.nodes.map((node) => this.kill(node)));
  }

  private env(node: BrokerNode): NodeJS.ProcessEnv {
    return {
      PATH: process.env.PATH,
      HOME: this.home,
      LANG: 'C.UTF-8',
      RABBITMQ_NODENAME: node.name,
      RABBITMQ_NODE_IP_ADDRESS: '127.0.0.1',
      RABBITMQ_NODE_PORT: String(node.amqpPort),
      RABBITMQ_DIST_PORT: String(node.distPort),
      RABBITMQ_MNESIA_BASE: path.join(node.dir, 'mnesia'),
      RABBITMQ_LOG_BASE: path.join(node.dir, 'log'),
      RABBITMQ_PID_FILE: path.join(node.dir, 'pid'),
      RABBITMQ_CONFIG_FILE: path.join(node.dir, 'rabbitmq.conf'),
      RABBITMQ_ADVANCED_CONFIG_FILE: path.join(node.dir, 'advanced.config'),
      RABBITMQ_ENABLED_PLUGINS_FILE: path.join(node.dir, 'enabled_plugins'),
      // Not /etc/rabbitmq/rabbitmq-env.conf: that names the system broker.
      RABBITMQ_CONF_ENV_FILE: path.join(node.dir, 'rabbitmq-env.conf'),
      ERL_EPMD_ADDRESS: '127.0.0.1',
      // Inter-node traffic on loopback only.
      RABBITMQ_SERVER_ADDITIONAL_ERL_ARGS: '-kernel inet_dist_use_interface {127,0,0,1}',
    };
  }

  /** Starts the node in a process group of its own; answers the group's id. */
  private async boot(node: BrokerNode): Promise<number> {
    await mkdir(node.dir, { recursive: true });
    await writeFile(path.join(node.dir, 'rabbitmq.conf'), '# A node of the multi-replica test (e2e/src/replicas).\n');
    await writeFile(path.join(node.dir, 'enabled_plugins'), '[].\n');
    await writeFile(path.join(node.dir, 'rabbitmq-env.conf'), '');
    const output = openSync(path.join(node.dir, 'output.log'), 'a');
    const child = spawn(path.join(binDir, 'rabbitmq-server'), [], { env: this.env(node), detached: true, stdio: ['ignore', output, output] });
    closeSync(output);
    node.process = child;
    everyNode.add(child);
    child.once('exit', () => everyNode.delete(child));
    return child.pid!;
  }

  /** Until the node runs: rabbitmqctl fails at once while the node has not registered its name yet. */
  private async awaitStartup(node: BrokerNode): Promise<void> {
    await eventually(async () => {
      if (node.process?.exitCode !== null) throw new Error(`${node.name} exited during start: see ${node.dir}/output.log`);
      await this.ctl(node, 'await_startup', '--timeout', '20');
    }, 90_000, 500);
  }
}
