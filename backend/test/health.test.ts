import { expect } from 'chai';
import mongoose from 'mongoose';
import { startTestServer, type TestServer } from './support';
import { loadConfig } from '../src/config';
import { startServer } from '../src/server';

describe('GET /api/health', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer('health');
  });
  after(async () => {
    await server.stop();
  });

  it('responds 200 when MongoDB and Redis answer', async () => {
    const res = await server.client().get('/api/health');
    expect(res.status).to.equal(200);
    expect(res.body).to.deep.equal({ status: 'ok', mongodb: 'ok', redis: 'ok' });
  });

  it('answers every response with a request id and security headers', async () => {
    const res = await server.client().get('/api/health', { 'x-request-id': 'abc-123' });
    expect(res.headers.get('x-request-id')).to.equal('abc-123');
    expect(res.headers.get('x-content-type-options')).to.equal('nosniff');
    expect(res.headers.get('content-security-policy')).to.include("default-src 'self'");
    expect(res.headers.get('x-frame-options')).to.equal('SAMEORIGIN');
  });

  it('replaces an unsafe client request id with its own', async () => {
    const res = await server.client().get('/api/health', { 'x-request-id': 'bad id with spaces' });
    expect(res.headers.get('x-request-id')).to.match(/^[0-9a-f-]{36}$/);
  });

  it('answers unknown API routes with a JSON 404', async () => {
    const res = await server.client().get('/api/nada-aqui');
    expect(res.status).to.equal(404);
    expect(res.body).to.deep.equal({ message: 'Rota não encontrada' });
  });
});

describe('GET /api/health with a dependency down', () => {
  it('responds 503 naming Redis when Redis does not answer', async () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      PORT: '0',
      MONGODB_URI: 'mongodb://127.0.0.1:27017/test_health_noredis',
      REDIS_URL: 'redis://127.0.0.1:6399',
      FRONTEND_DIST: '/nonexistent',
    });
    const running = await startServer(config);
    try {
      const res = await fetch(`${running.url}/api/health`);
      expect(res.status).to.equal(503);
      expect(await res.json()).to.deep.equal({ status: 'degraded', mongodb: 'ok', redis: 'down' });
    } finally {
      await mongoose.connection.db?.dropDatabase();
      await running.close();
    }
  });

  it('responds 503 naming MongoDB when the database connection is gone', async () => {
    const server = await startTestServer('health_nomongo');
    try {
      await mongoose.connection.db?.dropDatabase();
      await mongoose.disconnect();
      const res = await server.client().get('/api/health');
      expect(res.status).to.equal(503);
      expect(res.body).to.deep.equal({ status: 'degraded', mongodb: 'down', redis: 'ok' });
    } finally {
      await server.close();
    }
  });

  it('lets a finished answer stand for its maximum age, then reports a dependency that went down', async () => {
    // A long maximum age: the answer given before the database went away still stands.
    const standing = await startTestServer('health_stands', { HEALTH_MAX_AGE_MS: '60000' });
    try {
      expect((await standing.client().get('/api/health')).status).to.equal(200);
      await mongoose.connection.db?.dropDatabase();
      await mongoose.disconnect();
      expect((await standing.client().get('/api/health')).status).to.equal(200);
    } finally {
      await standing.close();
    }
    // No maximum age: every check probes, so the first one after the failure reports it.
    const fresh = await startTestServer('health_fresh', { HEALTH_MAX_AGE_MS: '0' });
    try {
      expect((await fresh.client().get('/api/health')).status).to.equal(200);
      await mongoose.connection.db?.dropDatabase();
      await mongoose.disconnect();
      const res = await fresh.client().get('/api/health');
      expect(res.status).to.equal(503);
      expect(res.body).to.deep.equal({ status: 'degraded', mongodb: 'down', redis: 'ok' });
    } finally {
      await fresh.close();
    }
  });
});
