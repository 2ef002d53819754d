/** The request header in which src/proxy.ts hands server components the path that was asked for. */
export const REQUEST_PATH_HEADER = "x-parlo-request-path";
