import { ConfigError, loadConfig } from './config';
import { buildApp } from './app';
import { openDatabase } from './db/open-database';
import { openCitySearch } from './cities/open-city-search';
import { openGeoIp } from './location/locate-visitor';

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
  const geoip = config.GEOIP_DB ? await openGeoIp(config.GEOIP_DB) : null;
  const app = await buildApp({
    database,
    site: config.site,
    storageDir: config.STORAGE_DIR,
    webDir: config.WEB_DIR,
    searchCities: openCitySearch(config.CITIES_FILE, (error) => console.error(error.message)),
    geoip,
    trustProxy: config.TRUST_PROXY,
    createRateLimit: config.CREATE_RATE_LIMIT,
    logLevel: config.LOG_LEVEL,
  });

  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.PORT, host: config.HOST });
  app.log.info(`${config.site.brand} is serving ${config.PUBLIC_BASE_URL} on the ${database.kind} database`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('Could not start the server:', error);
  }
  process.exit(1);
});
