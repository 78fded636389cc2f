// What other modules may use of notifications: `notify` inside their own transaction (the bell,
// and the mail by each person's preference), the periodic jobs and the route registration.
export { notifyCertificateIssued, notifyForumReply } from './events';
export { queueGradedNotice, startNotificationJobs } from './notification-jobs';
export { registerNotificationsRoutes } from './notifications.routes';
export { type NotifyInput, notify } from './notify';
