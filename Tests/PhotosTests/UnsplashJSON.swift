import Foundation

/// A photo as the Unsplash API sends it: every field the app uses, and many it does not.
func unsplashPhoto(
    id: String = "LBI7cgq3pbM",
    description: Any? = "A man drinking a coffee.",
    name: String = "Gilbert Kane",
    location: Any?? = .some("Montréal"),
    width: Any = 5245,
    height: Int = 3497,
    color: String = "#60544D",
    likes: Any = 12
) -> [String: Any] {
    var user: [String: Any] = [
        "id": "QPxL2MGqfrw", "updated_at": "2016-07-10T11:00:01-05:00", "username": "gilbert", "name": name,
        "first_name": "Gilbert", "last_name": "Kane", "portfolio_url": NSNull(), "bio": NSNull(),
        "total_likes": 5, "total_photos": 74, "total_collections": 52, "instagram_username": "instantgrammer",
        "twitter_username": "crew", "for_hire": false,
        "profile_image": [
            "small": "https://images.unsplash.com/face-small.jpg",
            "medium": "https://images.unsplash.com/face-medium.jpg",
            "large": "https://images.unsplash.com/face-large.jpg",
        ],
        "links": ["self": "https://api.unsplash.com/users/gilbert", "html": "https://unsplash.com/gilbert"],
    ]
    if case .some(let location) = location { user["location"] = location ?? NSNull() }
    return [
        "id": id, "created_at": "2016-05-03T11:00:28-04:00", "updated_at": "2016-07-10T11:00:01-05:00",
        "width": width, "height": height, "color": color, "blur_hash": "LoC%a7IoIVxZ_NM|M{s:%hRjWAo0",
        "likes": likes, "liked_by_user": false, "description": description ?? NSNull(),
        "user": user, "current_user_collections": [], "sponsorship": NSNull(), "asset_type": "photo",
        "urls": [
            "raw": "https://images.unsplash.com/photo-1?ixlib=rb-4.0.3",
            "full": "https://images.unsplash.com/photo-1?q=85&fm=jpg",
            "regular": "https://images.unsplash.com/photo-1?w=1080",
            "small": "https://images.unsplash.com/photo-1?w=400",
            "thumb": "https://images.unsplash.com/photo-1?w=200",
            "small_s3": "https://s3.us-west-2.amazonaws.com/images.unsplash.com/small/photo-1",
        ],
        "links": [
            "self": "https://api.unsplash.com/photos/\(id)", "html": "https://unsplash.com/photos/\(id)",
            "download": "https://unsplash.com/photos/\(id)/download",
            "download_location": "https://api.unsplash.com/photos/\(id)/download",
        ],
    ]
}

/// `value` as JSON bytes.
func json(_ value: Any) -> Data {
    try! JSONSerialization.data(withJSONObject: value)
}
