import { FastifyOtelInstrumentation } from '@fastify/otel';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, NodeTracerProvider } from '@opentelemetry/sdk-trace-node';
import type { FastifyInstance } from 'fastify';

/**
 * Traces of every request (route, hooks, handler, status) exported over OTLP/HTTP to `endpoint`
 * (its `/v1/traces`). Loaded only when OTEL_EXPORTER_OTLP_ENDPOINT is set (`app.ts` imports this
 * file lazily), so a server without it loads none of the SDK. A `traceparent` header from a proxy
 * continues the caller's trace. Must be registered before the routes, which it wraps as they are
 * declared.
 */
export async function registerTracing(app: FastifyInstance, opts: { endpoint: string; serviceName: string }): Promise<void> {
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ 'service.name': opts.serviceName }),
    spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter({ url: `${opts.endpoint.replace(/\/$/, '')}/v1/traces` }))],
  });
  // The context manager (a span's children find it) and the W3C propagator are process-wide.
  provider.register();
  const instrumentation = new FastifyOtelInstrumentation();
  instrumentation.setTracerProvider(provider);
  await app.register(instrumentation.plugin());
  // Spans still batched leave before the process ends.
  app.addHook('onClose', () => provider.shutdown());
}
