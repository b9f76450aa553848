// The summary moved to the shared package (issue 39): the server names devices in sign-in alerts.
export { describeDevice, type DeviceWords } from '@mizani/shared';
