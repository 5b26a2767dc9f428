import mongoose from 'mongoose';

/** Connects the default mongoose connection; indexes are built by syncIndexes at boot. */
export async function connectDatabase(uri: string): Promise<typeof mongoose> {
  mongoose.set('strictQuery', true);
  // Never let a query filter be built from user-supplied operator objects: `$`-keys in a filter
  // are neutralised unless the code wraps them on purpose in mongoose.trusted({...}).
  mongoose.set('sanitizeFilter', true);
  return mongoose.connect(uri, { serverSelectionTimeoutMS: 5000, autoIndex: false });
}

export async function syncAllIndexes(): Promise<void> {
  for (const model of Object.values(mongoose.models)) {
    await model.syncIndexes();
  }
}
