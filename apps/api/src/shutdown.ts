import type { FastifyInstance } from 'fastify';

/**
 * Stops serving without dropping anyone: drain first (readiness 503, keep-alive clients told to
 * reconnect), give the load balancer `graceMs` to notice, then close, which lets every request
 * in flight finish and closes idle keep-alive connections.
 */
export async function shutdownGracefully(app: FastifyInstance, graceMs: number) {
  app.drain();
  if (graceMs > 0) await new Promise((resolve) => setTimeout(resolve, graceMs));
  await app.close();
}
