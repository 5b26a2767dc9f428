import mongoose from 'mongoose';
import { Job } from '@conecta/backend/models/job';
import { Course } from '@conecta/backend/models/course';
import { EventModel } from '@conecta/backend/models/event';
import { Application } from '@conecta/backend/models/application';
import { Enrollment } from '@conecta/backend/models/enrollment';
import { Registration } from '@conecta/backend/models/registration';
import { Conversation } from '@conecta/backend/models/conversation';
import { Message } from '@conecta/backend/models/message';
import { User } from '@conecta/backend/models/user';
import { Skill } from '@conecta/backend/models/skill';
import { Partner } from '@conecta/backend/models/partner';

await mongoose.connect('mongodb://127.0.0.1:27017/conecta_seedcheck');
const db = mongoose.connection.db!;
for (const c of await db.collections()) {
  const idx = await c.indexes();
  console.log(c.collectionName, idx.map((i) => JSON.stringify(i.key) + (i.unique ? 'U' : '')).join(' '));
}
for (const m of [Job, Course, EventModel, Application, Conversation, Message, User, Skill]) {
  const r = await m.syncIndexes();
  if (r.length) console.log('syncIndexes dropped', m.modelName, r);
}
const jobs = await Job.find().lean();
const by = (k: string) => { const m: Record<string, number> = {}; for (const j of jobs as any[]) m[String(j[k])] = (m[String(j[k])] ?? 0) + 1; return m; };
console.log('status', by('status')); console.log('jobType', by('jobType')); console.log('area', by('energyArea'));
console.log('fn', by('jobFunction')); console.log('work', by('workType')); console.log('cities', Object.keys(by('location')).length);
console.log('null salaries', jobs.filter((j) => j.salaryMin === null).length);
console.log('createdAt sample', jobs.slice(0, 3).map((j) => j.createdAt));
const apps = await Application.aggregate([{ $group: { _id: '$jobId', n: { $sum: 1 } } }]);
const am = new Map(apps.map((a) => [String(a._id), a.n]));
console.log('job counters ok', jobs.every((j) => (am.get(String(j._id)) ?? 0) === j.applicationsCount));
const en = await Enrollment.aggregate([{ $group: { _id: '$courseId', n: { $sum: 1 } } }]);
const em = new Map(en.map((a) => [String(a._id), a.n]));
const courses = await Course.find().lean();
console.log('course counters ok', courses.every((c) => (em.get(String(c._id)) ?? 0) === c.enrolledCount), courses.map((c) => c.enrolledCount).join(','));
const rg = await Registration.aggregate([{ $group: { _id: '$eventId', n: { $sum: 1 } } }]);
const rm = new Map(rg.map((a) => [String(a._id), a.n]));
const events = await EventModel.find().sort({ eventDate: 1 }).lean();
console.log('event counters ok', events.every((e) => (rm.get(String(e._id)) ?? 0) === e.currentAttendees));
console.log(events.map((e) => `${e.eventDate.toISOString().slice(0, 10)} ${e.eventType} ${e.currentAttendees}/${e.maxAttendees} ${e.status} ${e.title}`).join('\n'));
const convs = await Conversation.find().lean();
for (const c of convs) {
  const msgs = await Message.find({ conversationKey: c.key }).sort({ createdAt: -1 }).lean();
  const unread: Record<string, number> = {};
  for (const m of msgs) if (!m.readAt) unread[String(m.receiverId)] = (unread[String(m.receiverId)] ?? 0) + 1;
  const stored = Object.fromEntries(Object.entries(c.unreadCounts as any));
  const ok = Object.keys(stored).every((k) => (unread[k] ?? 0) === (stored as any)[k]) && msgs[0]!.content === c.lastMessage!.content;
  console.log('conv', c.key, JSON.stringify(stored), ok);
}
const users = await User.find().lean();
const ut: Record<string, number> = {}; for (const u of users) ut[u.userType] = (ut[u.userType] ?? 0) + 1; console.log('userTypes', ut);
const admin = await User.findOne({ email: 'admin@example.com' }).select('+passwordHash').lean();
console.log('admin', admin?.userType, admin?.isAdmin, admin?.isVerified, admin?.passwordHash?.slice(0, 20));
const comp = await User.findOne({ email: 'empresa@example.com' }).lean();
console.log('company', comp?.companyName, comp?.website, await Job.countDocuments({ companyId: comp!._id }));
const sk = await Skill.find().sort({ usageCount: -1 }).limit(5).lean();
console.log('skills top', sk.map((s) => `${s.name}:${s.usageCount}`).join(', '), 'by cat', await Skill.countDocuments({ category: 'technical' }), await Skill.countDocuments({ category: 'soft' }), await Skill.countDocuments({ category: 'domain' }));
console.log('partners', (await Partner.find().lean()).map((p) => `${p.sponsorshipLevel}/${p.isActive}/${p.logo?.slice(0, 30)}`).join(' | '));
// $inc dotted path on the Map
const c0 = convs[0]!; const k = String(c0.participants[0]);
await Conversation.updateOne({ _id: c0._id }, { $inc: { [`unreadCounts.${k}`]: 1 } });
const after = await Conversation.findById(c0._id).lean();
console.log('inc ok', (after!.unreadCounts as any)[k] ?? (after!.unreadCounts as any).get?.(k));
await Conversation.updateOne({ _id: c0._id }, { $inc: { [`unreadCounts.${k}`]: -1 } });
try { await Application.create({ jobId: apps[0]._id, userId: (await Application.findOne({ jobId: apps[0]._id }))!.userId }); console.log('DUP NOT REJECTED'); } catch (e: any) { console.log('dup app', e.code); }
try { const m = await Message.findOne().lean(); await Message.create({ ...m, _id: undefined }); console.log('DUP MSG NOT REJECTED'); } catch (e: any) { console.log('dup msg', e.code); }
const m1 = await Message.create({ conversationKey: 'x:y', senderId: admin!._id, receiverId: comp!._id, content: 'a' });
const m2 = await Message.create({ conversationKey: 'x:y', senderId: admin!._id, receiverId: comp!._id, content: 'b' });
console.log('default clientIds distinct', m1.clientId !== m2.clientId);
await Message.deleteMany({ conversationKey: 'x:y' });
await mongoose.disconnect();
