// The reference for the SQLite store's benchmarks: the statements SQLiteFeedStore runs, on the schema
// of FeedStoreSchema's v1 migration, through libsqlite3 directly.
#ifndef CSQLITE_BASELINE_H
#define CSQLITE_BASELINE_H

#include <stddef.h>
#include <stdint.h>

/// One image of the feed, as C strings (description and location may be NULL).
typedef struct {
    unsigned char id[16];
    const char *description;
    const char *location;
    const char *url;
} baseline_image;

typedef struct baseline_db baseline_db;

/// Opens (creating) the database at `path` in WAL mode with the v1 schema. NULL on failure.
baseline_db *baseline_open(const char *path);
void baseline_close(baseline_db *db);

/// One transaction: deletes the feed, inserts the timestamp and `count` images with one prepared
/// statement reused. 0 on success, else the SQLite error code.
int baseline_insert_feed(baseline_db *db, const baseline_image *images, size_t count, double timestamp);

/// One read transaction: the timestamp, then every image in position order, each column read.
/// Returns the number of images (or -1 on error); `checksum` gets a sum over the bytes read so that
/// nothing is left unread.
long baseline_retrieve_feed(baseline_db *db, uint64_t *checksum);

/// One transaction: the upsert of `data` for `url`. 0 on success.
int baseline_insert_data(baseline_db *db, const char *url, const void *data, size_t length);

/// One read transaction: the bytes for `url`, copied into a new malloc'd buffer that the caller frees
/// (NULL when there is none); `length` gets their size.
void *baseline_retrieve_data(baseline_db *db, const char *url, size_t *length);

/// The `CREATE TABLE` statements of the three feed tables, in name order, joined by newlines, into
/// `buffer` (NUL-terminated, truncated to `capacity`). 0 on success.
int baseline_schema(baseline_db *db, char *buffer, size_t capacity);

#endif
