import { expect } from 'chai';
import { Redis } from 'ioredis';
import { UnreadSummaries } from '../src/services/unreadSummaries';
import { REDIS_URL, deleteRedisKeys, uniqueId } from './support';

describe('Unread summaries cached in Redis (services/unreadSummaries.ts)', () => {
  const prefix = `test:unreadsummaries:${uniqueId()}:`;
  const redis = new Redis(REDIS_URL);
  const summaries = new UnreadSummaries(redis, prefix);
  const keyOf = (userId: string) => `${prefix}unread:${userId}`;

  after(async () => {
    await deleteRedisKeys(prefix);
    redis.disconnect();
  });

  it('records nothing for a user whose summary is not cached, so a hash is never partial', async () => {
    expect(await summaries.record('u1', { otherId: 'a', count: 3, version: 7 })).to.equal(null);
    expect(await redis.exists(keyOf('u1'))).to.equal(0);
  });

  it('fills from every conversation, leaves out the ones with nothing unread, and expires within the hour', async () => {
    const filled = await summaries.fill('u2', [
      { otherId: 'a', count: 2, version: 4 },
      { otherId: 'b', count: 0, version: 9 },
      { otherId: 'c', count: 1, version: 1 },
    ]);
    expect(filled).to.deep.equal({ total: 3, byUser: { a: 2, c: 1 } });
    const ttl = await redis.pttl(keyOf('u2'));
    expect(ttl).to.be.greaterThan(59 * 60 * 1000).and.at.most(60 * 60 * 1000);
  });

  it('takes a count of the same or a newer version and ignores an older one, whatever the order of arrival', async () => {
    await summaries.fill('u3', [{ otherId: 'a', count: 1, version: 5 }]);
    expect(await summaries.record('u3', { otherId: 'a', count: 2, version: 6 })).to.deep.equal({ total: 2, byUser: { a: 2 } });
    // A write that got here late (version 5 < 6) does not bring the count back.
    expect(await summaries.record('u3', { otherId: 'a', count: 1, version: 5 })).to.deep.equal({ total: 2, byUser: { a: 2 } });
    // Nor does a fill from a read made before that write.
    expect(await summaries.fill('u3', [{ otherId: 'a', count: 1, version: 5 }, { otherId: 'b', count: 4, version: 2 }])).to.deep.equal({
      total: 6,
      byUser: { a: 2, b: 4 },
    });
    expect(await summaries.record('u3', { otherId: 'a', count: 0, version: 6 })).to.deep.equal({ total: 4, byUser: { b: 4 } });
    expect(await summaries.record('u3', { otherId: 'c', count: 1, version: 1 })).to.deep.equal({ total: 5, byUser: { b: 4, c: 1 } });
  });
});
