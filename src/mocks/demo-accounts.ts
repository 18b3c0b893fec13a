export { DEMO_ACCOUNTS } from '../lib/demoAccounts';
export { DEMO_PASSWORD, SIM_CODE } from './seed';
