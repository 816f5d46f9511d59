#!/usr/bin/env python3
"""Generates the sample backend's photos data set (Python stdlib only).

Writes Apps/Shared/Sources/SampleBackend/SampleData/photos-data-set.json: a top-level JSON array of 30 photos
in the full shape of the Unsplash API's list-photos endpoint, with every field the real API sends,
most of which the Photos feature ignores. Every URL starts with ORIGIN, which the server replaces with
its own address when it serves a page. Deterministic: running it again produces the same bytes.
"""

import hashlib
import json
import pathlib

ORIGIN = "https://sample-origin.invalid"
DATA = pathlib.Path(__file__).resolve().parents[2] / "Apps" / "Shared" / "Sources" / "SampleBackend" / "SampleData"
ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz-_"

DESCRIPTIONS = [
    "Sunrise over the Douro valley", None, "A quiet street in Plaka after the rain",
    "Ipanema at dusk", "Fishing boats, Nafplio", None, "The lighthouse at Cabo da Roca",
    "Snow on Mount Olympus", "Morning market in Porto", "Coffee, São Paulo style", None,
    "Olive trees in the wind", "Tram 28 climbing to Graça", "Meteora monasteries in the fog",
    "Waves at Nazaré", None, "Blue doors of Oia", "Rio from Sugarloaf", "Street art in Lisbon",
    "Milky Way over Crete", "Lagoon in Lençóis Maranhenses", None, "Night train to Thessaloniki",
    "Azulejos up close", "Paraty after the tide", "A café in Chania", None, "Gondolas, no, trams",
    "Rooftops of Athens", "First light over Pão de Açúcar",
]
PEOPLE = [
    ("ana-silva", "Ana Silva", "Lisbon, Portugal"),
    ("nikos_p", "Nikos Papadopoulos", None),
    ("mei.lin", "Mei Lin", "Porto"),
    ("joao", "João Pereira", "Rio de Janeiro, Brazil"),
    ("eleni", "Ελένη Γεωργίου", "Αθήνα"),
    ("zoe", "Zoë Müller", "absent"),
]
COLORS = ["#0c2626", "#f3d9c0", "#405940", "#d9d9d9", "#262626", "#a6c0d9", "#c08c59", "#738ca6"]


def photo_id(index: int) -> str:
    digest = hashlib.sha256(f"photo-{index}".encode()).digest()
    return "".join(ALPHABET[byte % 64] for byte in digest[:11])


def image_urls(pid: str) -> dict:
    base = f"{ORIGIN}/photo-images/{pid}.png?ixid=M3w1MDAyMTl8MHwxfGFsbHwxfHx8fHx8fHwxNzAwMDAwMDAwfA&ixlib=rb-4.0.3"
    return {
        "raw": base,
        "full": base + "&q=85&fm=jpg&crop=entropy&cs=srgb",
        "regular": base + "&q=80&fm=jpg&crop=entropy&cs=tinysrgb&w=1080&fit=max",
        "small": base + "&q=80&fm=jpg&crop=entropy&cs=tinysrgb&w=400&fit=max",
        "thumb": base + "&q=80&fm=jpg&crop=entropy&cs=tinysrgb&w=200&fit=max",
        "small_s3": f"{ORIGIN}/photo-images/{pid}.png?s3=1",
    }


def user(index: int) -> dict:
    username, name, location = PEOPLE[index % len(PEOPLE)]
    first, _, last = name.partition(" ")
    profile = f"{ORIGIN}/profile/{username}"
    result = {
        "id": hashlib.sha256(username.encode()).hexdigest()[:11],
        "updated_at": "2026-11-01T10:00:00Z",
        "username": username,
        "name": name,
        "first_name": first,
        "last_name": last or None,
        "twitter_username": None,
        "portfolio_url": None,
        "bio": "Photographer." if index % 2 else None,
        "links": {
            "self": f"{ORIGIN}/users/{username}",
            "html": profile,
            "photos": f"{ORIGIN}/users/{username}/photos",
            "likes": f"{ORIGIN}/users/{username}/likes",
            "portfolio": f"{ORIGIN}/users/{username}/portfolio",
            "following": f"{ORIGIN}/users/{username}/following",
            "followers": f"{ORIGIN}/users/{username}/followers",
        },
        "profile_image": {
            "small": f"{profile}/small.png",
            "medium": f"{profile}/medium.png",
            "large": f"{profile}/large.png",
        },
        "instagram_username": None,
        "total_collections": index,
        "total_likes": index * 3,
        "total_photos": 10 + index,
        "total_promoted_photos": 0,
        "total_illustrations": 0,
        "total_promoted_illustrations": 0,
        "accepted_tos": True,
        "for_hire": index % 3 == 0,
        "social": {"instagram_username": None, "portfolio_url": None, "twitter_username": None, "paypal_email": None},
    }
    # Unsplash sends "location": null for most users; the sample also has users without the key.
    if location != "absent":
        result["location"] = location
    return result


def photo(index: int) -> dict:
    pid = photo_id(index)
    description = DESCRIPTIONS[index]
    landscape = index % 3 != 0
    return {
        "id": pid,
        "slug": f"{(description or 'photo').lower().replace(' ', '-')}-{pid}",
        "alternative_slugs": {"en": pid, "pt": pid, "el": pid},
        "created_at": f"2026-10-{index % 28 + 1:02d}T08:{index:02d}:00Z",
        "updated_at": "2026-11-20T12:00:00Z",
        "promoted_at": None,
        "width": 6000 if landscape else 4000,
        "height": 4000 if landscape else 6000,
        "color": COLORS[index % len(COLORS)],
        "blur_hash": "LEHV6nWB2yk8pyo0adR*.7kCMdnj",
        "description": description,
        "alt_description": "a photo" if description is None else description.lower(),
        "breadcrumbs": [],
        "urls": image_urls(pid),
        "links": {
            "self": f"{ORIGIN}/photos/{pid}",
            "html": f"{ORIGIN}/photos/{pid}/html",
            "download": f"{ORIGIN}/photos/{pid}/download",
            "download_location": f"{ORIGIN}/photos/{pid}/download?ixid=M3w1",
        },
        "likes": (index * 37) % 250,
        "liked_by_user": False,
        "current_user_collections": [],
        "sponsorship": None,
        "topic_submissions": {"travel": {"status": "approved"}} if index % 4 == 0 else {},
        "asset_type": "photo",
        "user": user(index),
    }


def main() -> None:
    photos = [photo(index) for index in range(len(DESCRIPTIONS))]
    assert len({p["id"] for p in photos}) == len(photos)
    text = json.dumps(photos, ensure_ascii=False, indent=2) + "\n"
    (DATA / "photos-data-set.json").write_text(text, encoding="utf-8")


if __name__ == "__main__":
    main()
