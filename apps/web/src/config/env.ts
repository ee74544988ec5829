/**
 * Build-time configuration. The API lives on the same origin as the app unless VITE_API_URL
 * points elsewhere (for example a dev server on another port).
 */
export const env = {
  apiUrl: (import.meta.env.VITE_API_URL as string | undefined)?.replace(/\/+$/, '') ?? '',
  mode: import.meta.env.MODE,
} as const;
