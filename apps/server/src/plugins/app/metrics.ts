import fp from 'fastify-plugin';
import { connectionStatsOf } from '../../db/connection-stats.ts';
import { type AppMetrics, createAppMetrics } from '../../modules/metrics/app-metrics.ts';
import { createMetricsServer } from '../../modules/metrics/metrics-server.ts';
import { bookedPaymentCounts } from '../../modules/payments/payments.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Prometheus metrics (decision 0078); served on METRICS_PORT when it is set. */
    metrics: AppMetrics;
    /** The metrics listener (METRICS_PORT), listening once the app is ready; none without. */
    metricsServer: FastifyInstance | undefined;
  }
}

/**
 * Collects the metrics of every request and, with METRICS_PORT, serves them on a listener of its
 * own that starts when the app is ready and closes with it.
 */
export default fp(
  async (app) => {
    const { port, host, token } = app.config.metrics;
    const metrics = createAppMetrics(
      {
        connections: () => connectionStatsOf(app.db),
        bookedPayments: () => bookedPaymentCounts(app.db),
      },
      // Process-wide collectors (CPU, memory, GC) once per served process, not per test app.
      { processMetrics: port !== undefined },
    );
    app.decorate('metrics', metrics);

    app.addHook('onResponse', async (request, reply) => {
      // The pattern, never the URL: ids and files would make a series each.
      const route = request.routeOptions.url ?? 'unmatched';
      metrics.observeRequest(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
    });

    const server = port === undefined ? undefined : createMetricsServer(metrics.registry, token);
    app.decorate('metricsServer', server);
    if (server) {
      app.addHook('onReady', async () => {
        await server.listen({ port, host });
        app.log.info({ address: server.addresses()[0] }, 'metrics listening');
      });
    }
    app.addHook('onClose', async () => {
      metrics.stop();
      await server?.close();
    });
  },
  { name: 'metrics', dependencies: ['config', 'db'] },
);
