import Domain
import Networking

print(GreetingClient().greeting(for: "consumer").text)
