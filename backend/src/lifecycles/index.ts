/**
 * Lifecycles (issue 23): every command that moves a job, course, event or application through its
 * life — submit, edit, close, moderate, apply, move — in one home, on one set of deps, by the one
 * state machine and the policies of common/policies.ts. Routes call these; nothing else writes a
 * status.
 */
export { lifecycleDeps, principalOf, type LifecycleDeps } from './deps';
export { submitCourse, submitEvent, submitJob, submitService } from './submit';
export { closeJob, editJob, jobApplicants, ownJobFigures, ownJobs } from './jobs';
export { moderate, moderationJobId, pendingCourses, pendingEvents, pendingJobs, pendingServices, type Verdict } from './moderate';
export { addServicePhoto, deleteService, editService, ownServices, removeServicePhoto } from './services';
export { apply, applicationCreatedJobId, moveApplication, statusChangedJobId } from './applications';
export { submittedJobId, type PendingItem } from './announce';
export { decideTakedown, takedownJobId, takenDownItems, type Takedown } from './takedown';
export { decideVerification, myVerifications, pendingVerifications, registrationDocument, submitVerification, type RegistrationDocument, verificationDecidedJobId, type VerificationVerdict } from './verifications';
export { decidePageTakedown, followOwnerPage, pageTakedownJobId, setOwnerItemsPageRemoved, takenDownPages, type PageTakedown } from './pageTakedown';
