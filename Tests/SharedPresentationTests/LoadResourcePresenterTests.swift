import SharedPresentation
import Testing

struct LoadResourcePresenterTests {
    @Test func initSendsNoMessages() {
        let (_, view) = makeSUT()

        #expect(view.messages.isEmpty)
    }

    @Test func didStartLoadingClearsTheErrorAndStartsLoading() {
        let (sut, view) = makeSUT()

        sut.didStartLoading()

        #expect(view.messages == [.display(errorMessage: nil), .display(isLoading: true)])
    }

    @Test func didFinishLoadingWithResourceDisplaysTheMappedResourceAndStopsLoading() {
        let (sut, view) = makeSUT(mapper: { $0 + " view model" })

        sut.didFinishLoading(with: "resource")

        #expect(view.messages == [.display(resourceViewModel: "resource view model"), .display(isLoading: false)])
    }

    @Test func didFinishLoadingWithMapperErrorDisplaysTheErrorAndStopsLoading() {
        let (sut, view) = makeSUT(mapper: { _ in throw MappingError() })

        sut.didFinishLoading(with: "resource")

        #expect(
            view.messages == [.display(errorMessage: "Couldn't connect to server"), .display(isLoading: false)])
    }

    @Test func didFinishLoadingWithErrorDisplaysTheLocalizedErrorAndStopsLoading() {
        let (sut, view) = makeSUT()

        sut.didFinishLoading(with: MappingError())

        #expect(
            view.messages == [.display(errorMessage: "Couldn't connect to server"), .display(isLoading: false)])
    }

    @Test(arguments: [
        (Language.english, "Couldn't connect to server"),
        (.brazilianPortuguese, "Não foi possível conectar com o servidor"),
        (.greek, "Δεν ήταν δυνατή η σύνδεση στο διακομιστή"),
    ])
    func theErrorIsShownInThePresentersLanguage(language: Language, message: String) {
        let (sut, view) = makeSUT(language: language)

        sut.didFinishLoading(with: MappingError())

        #expect(view.messages.first == .display(errorMessage: message))
    }

    // MARK: - Helpers

    private typealias SUT = LoadResourcePresenter<String, ViewSpy>

    private func makeSUT(
        language: Language = .english,
        mapper: @escaping (String) throws -> String = { $0 }
    ) -> (SUT, ViewSpy) {
        let view = ViewSpy()
        let sut = SUT(resourceView: view, loadingView: view, errorView: view, language: language, mapper: mapper)
        return (sut, view)
    }

    private struct MappingError: Error {}

    private final class ViewSpy: ResourceView, ResourceLoadingView, ResourceErrorView {
        typealias ResourceViewModel = String

        enum Message: Hashable {
            case display(errorMessage: String?)
            case display(isLoading: Bool)
            case display(resourceViewModel: String)
        }

        private(set) var messages: [Message] = []

        func display(_ viewModel: String) {
            messages.append(.display(resourceViewModel: viewModel))
        }

        func display(_ viewModel: ResourceLoadingViewModel) {
            messages.append(.display(isLoading: viewModel.isLoading))
        }

        func display(_ viewModel: ResourceErrorViewModel) {
            messages.append(.display(errorMessage: viewModel.message))
        }
    }
}

struct ResourcePresentationTests {
    private struct LoadError: Error {}

    @Test func aLoadedResourceIsShownMapped() async {
        let presented = await ResourcePresentation.present({ "resource" }, in: .english, mapper: { $0 + " shown" })

        #expect(presented == .resource("resource shown"))
    }

    @Test func aFailedLoadShowsTheLocalizedConnectionError() async {
        let presented = await ResourcePresentation.present(
            { () async throws -> String in throw LoadError() }, in: .brazilianPortuguese, mapper: { $0 })

        #expect(presented == .error(message: SharedStrings.genericConnectionError(in: .brazilianPortuguese)))
    }

    @Test func aFailedMappingShowsTheConnectionErrorToo() async {
        let presented = await ResourcePresentation.present(
            { "resource" }, in: .english, mapper: { _ -> String in throw LoadError() })

        #expect(presented == .error(message: "Couldn't connect to server"))
    }

    @Test func aFailureThePresentationDoesNotTakeIsThrownForTheCallerToReport() async throws {
        struct NotFound: Error, Equatable {}

        await #expect(throws: NotFound()) {
            _ = try await ResourcePresentation.present(
                { () async throws -> String in throw NotFound() }, in: .english,
                presentingFailures: { $0 is LoadError }, mapper: { $0 })
        }
        let presented = try await ResourcePresentation.present(
            { () async throws -> String in throw LoadError() }, in: .english,
            presentingFailures: { $0 is LoadError }, mapper: { $0 })
        #expect(presented == .error(message: "Couldn't connect to server"))
    }
}
