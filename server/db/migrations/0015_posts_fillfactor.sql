-- Every like, comment and view rewrites its post's row (the counters). With full pages (the default
-- fillfactor 100) none of those updates could stay on the page, so each one also inserted into every index
-- of posts, the GIN over the search document included (issue 29: 319 of 63,205 counter updates were HOT at
-- the large dataset). A fifth of each new page is kept free so a counter update is a heap-only tuple: no
-- index changes, the old version pruned in place. Pages written before this keep their rows until rewritten.
ALTER TABLE "posts" SET (fillfactor = 80);
