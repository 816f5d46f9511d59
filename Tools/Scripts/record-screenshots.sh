#!/usr/bin/env bash
# Re-records the reference screenshots of the web host's pages (light and dark), which the browser
# tests compare with: Tests/FeedWebBrowserTests/References/*.png. Run it after an intended change
# to a page's look, look at the new images, and commit them. Needs chromium and chromium-driver.
set -euo pipefail
cd "$(dirname "$0")/../.."

if [[ "${1:-}" == "--help" || "${1:-}" == "-h" ]]; then
    sed -n '2,4p' "$0" | sed 's/^# //'
    exit 0
fi

FEED_RECORD_SCREENSHOTS=1 FEED_REQUIRE_BROWSER=1 swift test --filter 'FeedWebBrowserTests/everyPageInLightAndDarkLooksAsRecorded'
git status --short Tests/FeedWebBrowserTests/References
