/** API routes that take no session at all (`config: { public: true }`): what tests expect open. */
export const SESSIONLESS_API_ROUTES = [
  'GET /api/v1/health',
  'HEAD /api/v1/health',
  'POST /api/v1/auth/register',
  'POST /api/v1/auth/login',
  'GET /api/v1/media/:id',
  'HEAD /api/v1/media/:id',
  'POST /api/v1/device_links/redeem',
  // The server's public push key: public by nature.
  'GET /api/v1/push/key',
  'HEAD /api/v1/push/key',
  // A printed keepsake's download: its short-lived signature is the permission, as a media link's.
  'GET /api/v1/keepsakes/:id/book.pdf',
  'HEAD /api/v1/keepsakes/:id/book.pdf',
];
