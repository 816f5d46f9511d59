#include "CSQLiteBaseline.h"

#include <sqlite3.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct baseline_db {
    sqlite3 *connection;
    sqlite3_stmt *insert_image;
    sqlite3_stmt *select_cache;
    sqlite3_stmt *select_images;
    sqlite3_stmt *upsert_data;
    sqlite3_stmt *select_data;
};

// The SQL that GRDB generates for FeedStoreSchema's v1 migration.
static const char *const schema =
    "CREATE TABLE IF NOT EXISTS \"feed_cache\" (\"id\" INTEGER PRIMARY KEY CHECK (\"id\" = 1), "
    "\"timestamp\" DOUBLE NOT NULL);"
    "CREATE TABLE IF NOT EXISTS \"feed_image\" (\"position\" INTEGER PRIMARY KEY, \"id\" BLOB NOT NULL, "
    "\"description\" TEXT, \"location\" TEXT, \"url\" TEXT NOT NULL);"
    "CREATE TABLE IF NOT EXISTS \"feed_image_data\" (\"url\" TEXT PRIMARY KEY NOT NULL, \"data\" BLOB NOT NULL);";

static int prepare(sqlite3 *connection, const char *sql, sqlite3_stmt **statement) {
    return sqlite3_prepare_v3(connection, sql, -1, SQLITE_PREPARE_PERSISTENT, statement, NULL);
}

baseline_db *baseline_open(const char *path) {
    baseline_db *db = calloc(1, sizeof *db);
    if (db == NULL) return NULL;
    if (sqlite3_open(path, &db->connection) != SQLITE_OK
        || sqlite3_exec(db->connection, "PRAGMA journal_mode = WAL", NULL, NULL, NULL) != SQLITE_OK
        || sqlite3_busy_timeout(db->connection, 5000) != SQLITE_OK
        || sqlite3_exec(db->connection, schema, NULL, NULL, NULL) != SQLITE_OK
        || prepare(db->connection,
                   "INSERT INTO \"feed_image\" (\"position\", \"id\", \"description\", \"location\", \"url\") "
                   "VALUES (?, ?, ?, ?, ?)",
                   &db->insert_image) != SQLITE_OK
        || prepare(db->connection, "SELECT \"id\", \"timestamp\" FROM \"feed_cache\" LIMIT 1", &db->select_cache)
               != SQLITE_OK
        || prepare(db->connection,
                   "SELECT \"position\", \"id\", \"description\", \"location\", \"url\" FROM \"feed_image\" "
                   "ORDER BY \"position\"",
                   &db->select_images) != SQLITE_OK
        || prepare(db->connection,
                   "INSERT INTO \"feed_image_data\" (\"url\", \"data\") VALUES (?, ?) "
                   "ON CONFLICT (\"url\") DO UPDATE SET \"data\" = \"excluded\".\"data\"",
                   &db->upsert_data) != SQLITE_OK
        || prepare(db->connection, "SELECT \"data\" FROM \"feed_image_data\" WHERE \"url\" = ? LIMIT 1",
                   &db->select_data) != SQLITE_OK) {
        baseline_close(db);
        return NULL;
    }
    return db;
}

void baseline_close(baseline_db *db) {
    if (db == NULL) return;
    sqlite3_finalize(db->insert_image);
    sqlite3_finalize(db->select_cache);
    sqlite3_finalize(db->select_images);
    sqlite3_finalize(db->upsert_data);
    sqlite3_finalize(db->select_data);
    sqlite3_close(db->connection);
    free(db);
}

static int bind_text_or_null(sqlite3_stmt *statement, int index, const char *text) {
    return text == NULL ? sqlite3_bind_null(statement, index)
                        : sqlite3_bind_text(statement, index, text, -1, SQLITE_STATIC);
}

static int rollback(baseline_db *db, int code) {
    sqlite3_exec(db->connection, "ROLLBACK", NULL, NULL, NULL);
    return code;
}

int baseline_insert_feed(baseline_db *db, const baseline_image *images, size_t count, double timestamp) {
    int code = sqlite3_exec(db->connection,
                            "BEGIN IMMEDIATE; DELETE FROM \"feed_image\"; DELETE FROM \"feed_cache\";",
                            NULL, NULL, NULL);
    if (code != SQLITE_OK) return rollback(db, code);
    char cache_sql[96];
    snprintf(cache_sql, sizeof cache_sql, "INSERT INTO \"feed_cache\" (\"id\", \"timestamp\") VALUES (1, %.17g)",
             timestamp);
    code = sqlite3_exec(db->connection, cache_sql, NULL, NULL, NULL);
    if (code != SQLITE_OK) return rollback(db, code);
    sqlite3_stmt *insert = db->insert_image;
    for (size_t position = 0; position < count; position++) {
        const baseline_image *image = &images[position];
        sqlite3_bind_int64(insert, 1, (sqlite3_int64)position);
        sqlite3_bind_blob(insert, 2, image->id, 16, SQLITE_STATIC);
        bind_text_or_null(insert, 3, image->description);
        bind_text_or_null(insert, 4, image->location);
        sqlite3_bind_text(insert, 5, image->url, -1, SQLITE_STATIC);
        code = sqlite3_step(insert);
        sqlite3_reset(insert);
        if (code != SQLITE_DONE) return rollback(db, code);
    }
    code = sqlite3_exec(db->connection, "COMMIT", NULL, NULL, NULL);
    return code == SQLITE_OK ? 0 : rollback(db, code);
}

static uint64_t sum_bytes(const unsigned char *bytes, int length) {
    uint64_t sum = (uint64_t)length;
    if (bytes != NULL && length > 0) sum += bytes[0] + bytes[length - 1];
    return sum;
}

long baseline_retrieve_feed(baseline_db *db, uint64_t *checksum) {
    if (sqlite3_exec(db->connection, "BEGIN", NULL, NULL, NULL) != SQLITE_OK) return -1;
    uint64_t sum = 0;
    long count = -1;
    sqlite3_stmt *cache = db->select_cache;
    if (sqlite3_step(cache) == SQLITE_ROW) {
        sum += (uint64_t)sqlite3_column_double(cache, 1);
        count = 0;
        sqlite3_stmt *images = db->select_images;
        int code;
        while ((code = sqlite3_step(images)) == SQLITE_ROW) {
            sum += (uint64_t)sqlite3_column_int64(images, 0);
            for (int column = 1; column <= 4; column++) {
                const unsigned char *bytes = column == 1 ? sqlite3_column_blob(images, column)
                                                         : sqlite3_column_text(images, column);
                sum += sum_bytes(bytes, sqlite3_column_bytes(images, column));
            }
            count++;
        }
        if (code != SQLITE_DONE) count = -1;
        sqlite3_reset(images);
    }
    sqlite3_reset(cache);
    sqlite3_exec(db->connection, "COMMIT", NULL, NULL, NULL);
    *checksum = sum;
    return count;
}

int baseline_insert_data(baseline_db *db, const char *url, const void *data, size_t length) {
    int code = sqlite3_exec(db->connection, "BEGIN IMMEDIATE", NULL, NULL, NULL);
    if (code != SQLITE_OK) return code;
    sqlite3_stmt *upsert = db->upsert_data;
    sqlite3_bind_text(upsert, 1, url, -1, SQLITE_STATIC);
    sqlite3_bind_blob64(upsert, 2, data, (sqlite3_uint64)length, SQLITE_STATIC);
    code = sqlite3_step(upsert);
    sqlite3_reset(upsert);
    sqlite3_clear_bindings(upsert);
    if (code != SQLITE_DONE) return rollback(db, code);
    code = sqlite3_exec(db->connection, "COMMIT", NULL, NULL, NULL);
    return code == SQLITE_OK ? 0 : rollback(db, code);
}

void *baseline_retrieve_data(baseline_db *db, const char *url, size_t *length) {
    if (sqlite3_exec(db->connection, "BEGIN", NULL, NULL, NULL) != SQLITE_OK) return NULL;
    sqlite3_stmt *select = db->select_data;
    sqlite3_bind_text(select, 1, url, -1, SQLITE_STATIC);
    void *copy = NULL;
    *length = 0;
    if (sqlite3_step(select) == SQLITE_ROW) {
        const void *bytes = sqlite3_column_blob(select, 0);
        int size = sqlite3_column_bytes(select, 0);
        copy = malloc(size > 0 ? (size_t)size : 1);
        if (copy != NULL) {
            if (size > 0) memcpy(copy, bytes, (size_t)size);
            *length = (size_t)size;
        }
    }
    sqlite3_reset(select);
    sqlite3_clear_bindings(select);
    sqlite3_exec(db->connection, "COMMIT", NULL, NULL, NULL);
    return copy;
}

int baseline_schema(baseline_db *db, char *buffer, size_t capacity) {
    sqlite3_stmt *statement;
    int code = sqlite3_prepare_v2(db->connection,
                                  "SELECT sql FROM sqlite_master WHERE type = 'table' AND name IN "
                                  "('feed_cache', 'feed_image', 'feed_image_data') ORDER BY name",
                                  -1, &statement, NULL);
    if (code != SQLITE_OK) return code;
    size_t used = 0;
    buffer[0] = '\0';
    while (sqlite3_step(statement) == SQLITE_ROW) {
        const char *sql = (const char *)sqlite3_column_text(statement, 0);
        int written = snprintf(buffer + used, capacity - used, "%s\n", sql ? sql : "");
        if (written < 0 || (size_t)written >= capacity - used) break;
        used += (size_t)written;
    }
    return sqlite3_finalize(statement);
}
