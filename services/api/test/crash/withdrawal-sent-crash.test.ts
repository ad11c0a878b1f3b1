import { withdrawalCrashSuite } from './withdrawal-crash-cases';

// Killed after the rail took the transfer: it is posted, never refunded.
withdrawalCrashSuite(['withdraw:after-rail-call']);
