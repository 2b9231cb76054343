fn main() -> std::process::ExitCode {
    zamma_bot::cli::main()
}
