/** Development (next dev) rebuilds widget.js from its sources when they change. */
export const isDevelopment = process.env.NODE_ENV !== "production";
