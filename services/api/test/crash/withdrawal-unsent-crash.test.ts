import { withdrawalCrashSuite } from './withdrawal-crash-cases';

// Killed before the rail heard of the transfer: nothing may leave the wallet.
withdrawalCrashSuite(['withdraw:before-hold', 'withdraw:after-hold']);
