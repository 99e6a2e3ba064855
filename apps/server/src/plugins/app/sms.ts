import fp from 'fastify-plugin';
import { createConsoleSmsProvider } from '../../modules/sms/console-sms-provider.ts';
import type { SmsProvider } from '../../modules/sms/sms-provider.ts';

declare module 'fastify' {
  interface FastifyInstance {
    sms: SmsProvider;
  }
}

export interface SmsPluginOptions {
  sms?: SmsProvider | undefined;
}

export default fp<SmsPluginOptions>(
  async (app, opts) => {
    const provider =
      opts.sms ??
      createConsoleSmsProvider({
        db: app.db,
        clock: app.clock,
        log: app.log.child({ provider: 'console-sms' }),
        showText: !app.config.isProduction,
      });
    app.decorate('sms', provider);
  },
  { name: 'sms', dependencies: ['config', 'db', 'clock'] },
);
