import fp from 'fastify-plugin';

/**
 * OpenTelemetry traces of every request and its handler (@fastify/otel), exported over OTLP/HTTP to
 * the collector the configuration names; off without one (decision 0078). Registered before any
 * route, so every route is traced; closing the server sends the spans still buffered.
 */
export default fp(
  async (app) => {
    const { endpoint, headers, serviceName } = app.config.tracing;
    if (!endpoint) return;
    // Loaded only when traces are on: the SDK adds a fifth of a second to every start otherwise.
    const [{ default: FastifyOtelInstrumentation }, otlp, resources, sdk] = await Promise.all([
      import('@fastify/otel'),
      import('@opentelemetry/exporter-trace-otlp-http'),
      import('@opentelemetry/resources'),
      import('@opentelemetry/sdk-trace'),
    ]);
    const { BatchSpanProcessor, TracerProvider } = sdk;
    const exporter = new otlp.OTLPTraceExporter({ url: endpoint, headers });
    const provider = new TracerProvider({
      resource: resources.resourceFromAttributes({ 'service.name': serviceName }),
      spanProcessors: [new BatchSpanProcessor({ exporter })],
    });
    // A span per request and one for its handler; a span for each of the app's many hooks would
    // multiply the spans per request for little an operator reads.
    const instrumentation = new FastifyOtelInstrumentation({ instrumentHooks: false });
    instrumentation.setTracerProvider(provider);
    await app.register(instrumentation.plugin());
    app.addHook('onClose', async () => {
      await provider.shutdown();
    });
    app.log.info({ endpoint }, 'traces exported');
  },
  { name: 'tracing', dependencies: ['config'] },
);
