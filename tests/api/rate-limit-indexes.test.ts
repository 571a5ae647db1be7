import mongoose from 'mongoose';
import { RateLimiterMongo } from 'rate-limiter-flexible';
import { consumeLimit } from '@/lib/rate-limit';
import { describeEachStore } from '../helpers/stores';

/**
 * The MongoDB rate limits' collection is indexed with the store's own indexes, at start-up and by
 * the seed, never by each limiter in the background (where a failure went unnoticed).
 */
describeEachStore('rate limit counters', (fixture) => {
  test('counting an attempt works; on MongoDB the limiter builds no index, and the store has built the unique key and the TTL', async () => {
    const ownBuild = jest.spyOn(RateLimiterMongo.prototype, 'createIndexes');
    await expect(consumeLimit('contact', '203.0.113.7')).resolves.toBeUndefined();
    if (fixture().store.kind === 'memory') return;
    expect(ownBuild).not.toHaveBeenCalled();
    const indexes = await mongoose.connection.db!.collection('rate_limits').indexes();
    expect(indexes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'key_1', key: { key: 1 }, unique: true }),
        expect.objectContaining({ name: 'expire_-1', key: { expire: -1 }, expireAfterSeconds: 0 }),
      ]),
    );
  });
});
