import fp from 'fastify-plugin';
import {
  type ConsoleSmsProvider,
  createConsoleSmsProvider,
} from '../../modules/sms/console-sms-provider.ts';
import { countedSmsProvider } from '../../modules/sms/counted-sms-provider.ts';
import { recordedSmsProvider } from '../../modules/sms/recorded-sms-provider.ts';
import { createSemaphoreSmsProvider } from '../../modules/sms/semaphore-sms-provider.ts';
import type { SmsProvider } from '../../modules/sms/sms-provider.ts';

declare module 'fastify' {
  interface FastifyInstance {
    sms: SmsProvider;
    /** The console provider's memory of codes (the dev SMS route); none with a real gateway. */
    smsInbox: ConsoleSmsProvider | undefined;
  }
}

export interface SmsPluginOptions {
  sms?: SmsProvider | undefined;
}

export default fp<SmsPluginOptions>(
  async (app, opts) => {
    const { sms } = app.config;
    let inbox: ConsoleSmsProvider | undefined;
    let provider: SmsProvider;
    if (opts.sms) provider = opts.sms;
    else if (sms.provider === 'semaphore') {
      provider = createSemaphoreSmsProvider({
        apiKey: sms.apiKey ?? '',
        sender: sms.sender,
        apiUrl: sms.apiUrl,
      });
    } else {
      inbox = createConsoleSmsProvider({
        clock: app.clock,
        log: app.log.child({ provider: 'console-sms' }),
        showText: !app.config.isProduction,
      });
      provider = inbox;
    }
    app.decorate('smsInbox', inbox);
    app.decorate('sms', recordedSmsProvider(countedSmsProvider(provider, app.metrics), app));
  },
  { name: 'sms', dependencies: ['config', 'db', 'clock', 'metrics'] },
);
