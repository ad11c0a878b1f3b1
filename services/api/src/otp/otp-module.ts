export { createOtpService, type OtpService } from './otp-service';
