import { SevakClient } from './http-client';
import { SevakProcess } from './sevak-process';
import { openShop, type Shop } from './shop';
import { ThrowawayPostgres } from './throwaway-postgres';

/** Everything a drill acts on: its own PostgreSQL, a Sevak server on it, a client and a business. */
export interface Stage {
  postgres: ThrowawayPostgres;
  sevak: SevakProcess;
  client: SevakClient;
  shop: Shop;
}

/**
 * Sets up a stage, runs `drill` on it and removes everything afterwards, also when the drill
 * throws: the server is stopped, the cluster stopped and its folder deleted.
 */
export async function onStage<T>(serverEnv: Record<string, string>, drill: (stage: Stage) => Promise<T>): Promise<T> {
  const postgres = await ThrowawayPostgres.start();
  let sevak: SevakProcess | undefined;
  let client: SevakClient | undefined;
  try {
    sevak = await SevakProcess.start(postgres.url, serverEnv);
    client = new SevakClient(sevak.baseUrl);
    const shop = await openShop(client);
    const result = await drill({ postgres, sevak, client, shop });
    if (sevak.exitedByItself) console.error(`Sevak exited by itself; its last log lines:\n${sevak.outputTail(60)}`);
    return result;
  } catch (error) {
    if (sevak) console.error(`Sevak's last log lines:\n${sevak.outputTail()}`);
    console.error(`PostgreSQL's last log lines:\n${await postgres.logTail()}`);
    throw error;
  } finally {
    client?.close();
    await sevak?.kill();
    await postgres.destroy();
  }
}
