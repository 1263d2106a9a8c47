// `npm start` and `node server/index.ts` run the production build as production, without being
// told: React, React Router and the page cache read NODE_ENV, and with it unset they ran their
// development code (twice the memory, a fraction of the speed, no page cache), which is what a
// newcomer following the README got. Imported first by server/index.ts, so it is set before any
// library reads it; `npm run dev` sets `development` and keeps it.
process.env.NODE_ENV ??= "production";
