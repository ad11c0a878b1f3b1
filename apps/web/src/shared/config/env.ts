// Build-time settings (Vite inlines import.meta.env). Defaults match the one-process server
// of `npm start`, which serves the web, the main service and the learning service on one origin.
export const env = {
  apiUrl: import.meta.env.VITE_API_URL ?? '/api/v1',
  lmsUrl: import.meta.env.VITE_LMS_URL ?? '/lms/v1',
  lmsProject: import.meta.env.VITE_LMS_PROJECT ?? 'pamoja',
  // A built-in default so a fresh clone runs as is; production builds are expected to set
  // their own.
  storageSecret: import.meta.env.VITE_STORAGE_SECRET ?? 'pamoja-local-storage-default-secret',
} as const;

export const BRAND = 'Pamoja';
